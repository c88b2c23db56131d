export function NotFoundPage() {
  return null;
}
