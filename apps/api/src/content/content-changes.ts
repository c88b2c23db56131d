import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { invalidateReadCaches } from './read-through-cache';

/**
 * What a content change makes stale, in the web servers' page-cache terms: every page of one
 * journal (`journal:<slug>`), the site-wide pages that list content from every journal (`site`:
 * home, journal list, news, search, feeds), or everything (`all`: settings shape every page).
 */
export type PurgeTag = 'all' | 'site' | `journal:${string}`;

/** One announced change: the tags to purge and why (logged by the web servers). */
export interface ContentChange {
  tags: PurgeTag[];
  reason: string;
}

type Listener = (change: ContentChange) => void;

/** Redis channel the API nodes share changes on. */
export const CONTENT_CHANGES_CHANNEL = 'quire:content-changes';

interface WireChange extends ContentChange {
  /** The announcing node, which has already delivered the change to its own listeners. */
  origin: string;
}

/** The tags of a change to one journal's content: its own pages and the site-wide lists. */
export function journalChange(slug: string, reason: string): ContentChange {
  return { tags: [`journal:${slug}`, 'site'], reason };
}

/**
 * Tells whoever keeps copies of public pages — the web servers' page caches, subscribed through
 * `GET /api/cache/purges` — that content changed. Delivery is in-process at once; with Redis each
 * change also reaches every other API node, which drops its own read caches (so the page a web
 * server renders again is not built from a stale API read) and tells its own subscribers.
 */
export class ContentChanges {
  private readonly listeners = new Set<Listener>();
  private readonly origin = randomUUID();
  private pub?: Redis;
  private sub?: Redis;
  private connected: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: FastifyBaseLogger,
    redisUrl?: string,
  ) {
    if (redisUrl) this.connect(redisUrl);
  }

  /** Announces a change: local listeners at once, other nodes through Redis. */
  announce(change: ContentChange): void {
    this.deliver(change);
    if (!this.pub) return;
    const wire: WireChange = { ...change, origin: this.origin };
    this.pub.publish(CONTENT_CHANGES_CHANNEL, JSON.stringify(wire)).catch((error: unknown) => {
      // Other nodes' caches then expire on their own (read caches in seconds; a web server whose
      // purge stream drops bypasses its page cache until it is back).
      this.log.warn({ err: error }, 'could not share a content change with the other nodes');
    });
  }

  /** Calls `listener` for every change from now on; returns the way to stop. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Settles once this node shares changes with the others: its publisher is connected and its
   * subscription confirmed (at once without Redis; a subscription that failed, and was logged,
   * settles too). Until then, changes announced here or elsewhere may not cross.
   */
  ready(): Promise<void> {
    return this.connected;
  }

  /** How many subscribers are listening (the purge streams open on this node). */
  get size(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    for (const client of [this.pub, this.sub]) {
      if (!client || client.status === 'end') continue;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }

  private deliver(change: ContentChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private connect(url: string): void {
    const options = { connectTimeout: 10_000, maxRetriesPerRequest: 1, lazyConnect: false };
    this.pub = new Redis(url, { ...options, enableOfflineQueue: false });
    this.sub = new Redis(url, options);
    let lastWarning = 0;
    const warn = (error: Error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      this.log.warn({ err: error }, 'content-change redis unavailable; other nodes are not told');
    };
    this.pub.on('error', warn);
    this.sub.on('error', warn);
    // ioredis subscribes again by itself after a reconnect.
    const subscribed = this.sub.subscribe(CONTENT_CHANGES_CHANNEL).then(() => {}, warn);
    const pub = this.pub;
    const published = new Promise<void>((resolve) => {
      if (pub.status === 'ready') resolve();
      else pub.once('ready', () => resolve());
    });
    this.connected = Promise.all([subscribed, published]).then(() => {});
    this.sub.on('message', (_channel: string, text: string) => {
      const wire = parseWireChange(text);
      if (!wire || wire.origin === this.origin) return;
      invalidateReadCaches();
      this.deliver({ tags: wire.tags, reason: wire.reason });
    });
  }
}

const TAG = /^(all|site|journal:[a-z0-9-]{1,200})$/;

/** A change from another node, or null for anything else on the channel. */
function parseWireChange(text: string): WireChange | null {
  try {
    const value = JSON.parse(text) as Partial<WireChange>;
    if (typeof value.origin !== 'string' || !Array.isArray(value.tags)) return null;
    const tags = value.tags.filter(
      (tag): tag is PurgeTag => typeof tag === 'string' && TAG.test(tag),
    );
    return { origin: value.origin, tags, reason: String(value.reason ?? 'content changed') };
  } catch {
    return null;
  }
}

const byContext = new WeakMap<object, ContentChanges>();

/** Creates the app's content-change announcer (shared over Redis when configured). */
export function registerContentChanges(app: FastifyInstance, context: AppContext): ContentChanges {
  const changes = new ContentChanges(app.log, context.config.redisUrl);
  byContext.set(context, changes);
  app.addHook('onClose', () => changes.close());
  return changes;
}

/** The announcer of the app built on `context` (see `registerContentChanges`). */
export function contentChangesOf(context: AppContext): ContentChanges {
  const changes = byContext.get(context);
  if (!changes) throw new Error('registerContentChanges was not called for this app');
  return changes;
}

/**
 * After a write to public content: drops this node's read caches and announces the change
 * (page caches of every web server, read caches of every API node).
 */
export function contentChanged(context: AppContext, change: ContentChange): void {
  invalidateReadCaches();
  contentChangesOf(context).announce(change);
}
