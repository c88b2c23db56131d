import { lines, type TopicVocabulary, terms } from '../topic-vocabulary';

/** Topic material for medieval manuscript studies. */
export const manuscriptStudies: TopicVocabulary = {
  key: 'manuscripts',
  fields: terms`Manuscript Studies; Medieval Studies; Book History; Palaeography`,
  departments: terms`History; Medieval Studies; Classics; Art History; Digital Humanities
    Library and Information Science`,
  subjects: terms`Carolingian minuscule; marginal glosses; Books of Hours; palimpsest fragments
    monastic scriptoria; vernacular devotional miscellanies; illuminated psalters; legal cartularies
    pecia copying at universities; scribal abbreviations; bookbinding structures; chained libraries
    Hebrew liturgical manuscripts; Ethiopic gospel books; herbals and medical recipes`,
  methods: terms`multispectral imaging; palaeographical analysis; codicological description; stemmatic analysis
    computational handwriting recognition; radiocarbon dating of parchment; X-ray fluorescence of pigments
    network analysis of provenance records; close reading of colophons; collation of quire structures`,
  contexts: terms`twelfth-century England; the libraries of Bobbio and St Gall; late medieval Flanders
    Ethiopian monastic collections; Iberian cathedral archives; Carolingian Francia
    the Cairo Genizah; fifteenth-century Florence; Anglo-Saxon Northumbria; the Bohemian Crown lands`,
  outcomes: terms`scribal attribution; dating accuracy; textual transmission; provenance
    readership; production costs; survival rates; layout conventions`,
  drivers: terms`book-trade networks; monastic reform; parchment scarcity; liturgical change
    patronage; the rise of paper; university demand; dissolution of the monasteries`,
  datasets: terms`a census of 412 surviving codices; high-resolution images of 96 manuscripts
    auction catalogues from 1820 to 1939; the transcribed colophons of 230 Books of Hours
    an inventory of 58 medieval library catalogues`,
  units: terms`manuscripts; codices; scribes; fragments; bindings; folios; libraries`,
  implications: terms`cataloguing practice; digital editions; conservation; the history of reading
    provenance research; teaching palaeography`,
  findings: lines`The undertext on fols 23<sup>r</sup>–31<sup>v</sup> preserves a hitherto unknown homily.
    At least {few} hands can be distinguished, one of them active in the 1140s.
    Radiocarbon results place the parchment between {year1} and {year2} (95% probability).
    Collation shows that quire {few} was added later, interrupting the calendar after fol. 8<sup>v</sup>.
    Roughly {pct}% of surviving copies carry ownership marks of lay readers.`,
  keywords: terms`palaeography; codicology; medieval manuscripts; provenance; scribes; digital humanities
    book history; illumination; liturgy; parchment; multispectral imaging; textual criticism
    libraries; reading practices; fragments; cataloguing`,
  venues: terms`Scriptorium; Speculum; Journal of Medieval History; Manuscripta; Gazette du livre médiéval
    Digital Medievalist; Early Medieval Europe; The Library; Codices Manuscripti`,
  themes: terms`Fragments and fragmentology; Scribes and their workshops
    Manuscripts in the digital age; Women readers and their books`,
};
