import type { ArticleAuthorRecord } from '../db/schema';
import { makeOrcid } from './identifiers';
import type { Prng } from './prng';
import { type TopicVocabulary, terms } from './topic-vocabulary';

/** Names and institutions of one part of the world, so a name and its affiliation fit together. */
interface Region {
  given: string[];
  family: string[];
  /** `University name | City, Country | mail domain label`. */
  institutions: string[];
}

const REGIONS: Region[] = [
  {
    given: terms`Aino; Mikko; Sanna; Juho; Linnea; Erik; Ingrid; Lars; Freja; Oskar`,
    family: terms`Virtanen; Korhonen; Lindqvist; Halvorsen; Nyström; Mäkinen; Johansson; Berg`,
    institutions: terms`University of Helsinki|Helsinki, Finland|helsinki; Uppsala University|Uppsala, Sweden|uu
      University of Oslo|Oslo, Norway|uio; Aarhus University|Aarhus, Denmark|au`,
  },
  {
    given: terms`Haruto; Yui; Sota; Aoi; Ren; Hana; Kenji; Emi`,
    family: terms`Tanaka; Sato; Nakamura; Kobayashi; Yamamoto; Watanabe; Ito`,
    institutions: terms`Kyoto University|Kyoto, Japan|kyoto-u; Tohoku University|Sendai, Japan|tohoku`,
  },
  {
    given: terms`Wei; Jing; Hao; Xiaoying; Yichen; Lei; Mei; Zhiwei`,
    family: terms`Zhang; Wang; Li; Chen; Liu; Zhou; Huang; Xu`,
    institutions: terms`Zhejiang University|Hangzhou, China|zju; Sun Yat-sen University|Guangzhou, China|sysu
      The University of Hong Kong|Hong Kong SAR, China|hku`,
  },
  {
    given: terms`Priya; Arjun; Ananya; Rahul; Kavya; Vikram; Meera; Siddharth`,
    family: terms`Sharma; Iyer; Banerjee; Reddy; Nair; Patel; Menon; Gupta`,
    institutions: terms`Indian Institute of Science|Bengaluru, India|iisc; University of Hyderabad|Hyderabad, India|uohyd`,
  },
  {
    given: terms`Lucía; Mateo; Sofía; Diego; Valentina; Javier; Camila; Andrés`,
    family: terms`García; Fernández; Morales; Ortega; Ruiz; Navarro; Quispe; Herrera`,
    institutions: terms`Universidad de Granada|Granada, Spain|ugr
      Universidad Nacional Autónoma de México|Mexico City, Mexico|unam
      Pontificia Universidad Católica del Perú|Lima, Peru|pucp`,
  },
  {
    given: terms`Chinedu; Amara; Kwame; Ama; Wanjiru; Tendai; Kofi; Zanele`,
    family: terms`Okafor; Mensah; Adeyemi; Kamau; Otieno; Boateng; Ndlovu; Eze`,
    institutions: terms`University of Ibadan|Ibadan, Nigeria|ui; University of Nairobi|Nairobi, Kenya|uonbi
      University of Ghana|Accra, Ghana|ug; University of Cape Town|Cape Town, South Africa|uct`,
  },
  {
    given: terms`Lena; Jonas; Camille; Julien; Sophie; Maarten; Anouk; Matthias`,
    family: terms`Müller; Schneider; Dubois; Lefèvre; de Vries; Janssen; Weber; Moreau`,
    institutions: terms`University of Freiburg|Freiburg, Germany|uni-freiburg
      Université de Montpellier|Montpellier, France|umontpellier
      Wageningen University & Research|Wageningen, the Netherlands|wur; KU Leuven|Leuven, Belgium|kuleuven`,
  },
  {
    given: terms`Layla; Omar; Yusuf; Elif; Emre; Nour; Karim; Selin`,
    family: terms`Haddad; Al-Mansour; Yılmaz; Demir; Khoury; Aydın; Saleh`,
    institutions: terms`American University of Beirut|Beirut, Lebanon|aub
      Middle East Technical University|Ankara, Türkiye|metu`,
  },
  {
    given: terms`Min-jun; Seo-yeon; Ji-ho; Ha-eun; Do-yun; Su-bin`,
    family: terms`Kim; Lee; Park; Choi; Jung; Kang`,
    institutions: terms`Seoul National University|Seoul, South Korea|snu; KAIST|Daejeon, South Korea|kaist`,
  },
  {
    given: terms`João; Ana; Gabriel; Beatriz; Rafael; Mariana`,
    family: terms`Silva; Santos; Oliveira; Costa; Pereira; Almeida`,
    institutions: terms`Universidade de São Paulo|São Paulo, Brazil|usp; University of Lisbon|Lisbon, Portugal|ulisboa`,
  },
  {
    given: terms`Emily; James; Olivia; Thomas; Grace; Daniel; Hannah; Samuel; Aroha; Liam`,
    family: terms`Thompson; Walker; O'Brien; MacLeod; Bennett; Hughes; Clarke; Fraser; Ngata`,
    institutions: terms`University of Edinburgh|Edinburgh, United Kingdom|ed; University of Toronto|Toronto, Canada|utoronto
      University of Melbourne|Melbourne, Australia|unimelb; University of Otago|Dunedin, New Zealand|otago
      University of Michigan|Ann Arbor, USA|umich; Trinity College Dublin|Dublin, Ireland|tcd`,
  },
];

/** ASCII-only form of a name part, for generated e-mail addresses. */
function asciiFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
}

/** A valid ORCID iD in the ranges ORCID actually issues (0000-0001… to 0000-0003…). */
export function randomOrcid(prng: Prng): string {
  const digits = Array.from({ length: 7 }, () => prng.int(0, 9)).join('');
  return makeOrcid(`0000000${prng.int(1, 3)}${digits}`);
}

/** A person in a region at one institution: the byline building block. */
function randomPerson(prng: Prng, region: Region, institution: string, department: string) {
  const [university = '', place = '', domain = 'example'] = institution.split('|');
  const given = prng.pick(region.given);
  const family = prng.pick(region.family);
  return {
    name: `${given} ${family}`,
    affiliation: `Department of ${department}, ${university}, ${place}`,
    email: `${asciiFold(given)}.${asciiFold(family)}@${domain}.example`,
  };
}

/**
 * 1–5 authors with international names, fitting affiliations (co-authors often share the first
 * author's institution), ORCID iDs for about half, and the first author as corresponding author.
 */
export function randomAuthors(
  prng: Prng,
  vocabulary: TopicVocabulary,
  count: number,
): ArticleAuthorRecord[] {
  const authors: ArticleAuthorRecord[] = [];
  const names = new Set<string>();
  let home: { region: Region; institution: string; department: string } | undefined;
  for (let guard = 0; authors.length < count && guard < count * 10; guard += 1) {
    const region = home && prng.chance(0.5) ? home.region : prng.pick(REGIONS);
    const institution =
      home && region === home.region ? home.institution : prng.pick(region.institutions);
    const department =
      home?.department && prng.chance(0.7) ? home.department : prng.pick(vocabulary.departments);
    home ??= { region, institution, department };
    const person = randomPerson(prng, region, institution, department);
    if (names.has(person.name)) continue;
    names.add(person.name);
    const first = authors.length === 0;
    authors.push({
      name: person.name,
      affiliation: person.affiliation,
      ...(prng.chance(0.55) ? { orcid: randomOrcid(prng) } : {}),
      ...(first ? { email: person.email, corresponding: true } : {}),
    });
  }
  return authors;
}

/**
 * An APA-style author list for a reference: "Family, G., Family, G., & Family, G.".
 * @example apaAuthors(prng, 2) // 'Okafor, C., & Lindqvist, I.'
 */
export function apaAuthors(prng: Prng, count: number): string {
  const people = Array.from({ length: count }, () => {
    const region = prng.pick(REGIONS);
    const initials = prng
      .pick(region.given)
      .split('-')
      .map((part) => `${part.charAt(0).toUpperCase()}.`)
      .join('-');
    return `${prng.pick(region.family)}, ${initials}`;
  });
  if (people.length <= 1) return people.join('');
  return `${people.slice(0, -1).join(', ')}, & ${people.at(-1)}`;
}
