import { lines, type TopicVocabulary, terms } from '../topic-vocabulary';

/** Topic material for materials chemistry. */
export const materialsChemistry: TopicVocabulary = {
  key: 'chemistry',
  fields: terms`Materials Chemistry; Solid-State Chemistry; Energy Materials; Catalysis Science`,
  departments: terms`Chemistry; Materials Science and Engineering; Chemical Engineering; Physics
    Nanoscience; Energy Technology`,
  subjects: terms`metal–organic frameworks; perovskite solar cells; solid polymer electrolytes
    single-atom catalysts; layered double hydroxides; covalent organic frameworks; sodium-ion battery cathodes
    hydrogel adhesives; high-entropy alloys; quantum-dot emitters; porous carbon electrodes
    self-healing polymers; photocatalytic water splitting; thermoelectric chalcogenides
    biodegradable packaging films; zeolite membranes`,
  methods: terms`in situ X-ray diffraction; density functional theory calculations; solvothermal synthesis
    operando Raman spectroscopy; high-throughput screening; atomic layer deposition
    electrochemical impedance spectroscopy; machine-learned interatomic potentials
    solid-state NMR spectroscopy; transmission electron microscopy; ball-milling synthesis`,
  contexts: terms`aqueous electrolytes; humid air; high-temperature fuel cells; flexible electronics
    flue-gas streams; seawater electrolysis; ambient-pressure reactors; lithium-metal batteries
    wearable sensors; thin-film photovoltaic modules`,
  outcomes: terms`ionic conductivity; catalytic turnover; thermal stability; CO₂ uptake; cycling stability
    power conversion efficiency; selectivity; mechanical toughness; photoluminescence quantum yield
    Faradaic efficiency; surface area`,
  drivers: terms`defect engineering; ligand functionalisation; annealing temperature; dopant concentration
    particle size; interlayer spacing; solvent choice; strain; crystallinity; pore geometry`,
  datasets: terms`a library of 312 candidate frameworks; 1,800 DFT-relaxed structures
    a high-throughput dataset of 96 compositions; operando spectra from 40 charge cycles
    crystallographic data from the Cambridge Structural Database`,
  units: terms`samples; compositions; frameworks; devices; cells; catalysts`,
  implications: terms`carbon capture; grid-scale energy storage; green hydrogen production
    sustainable packaging; next-generation photovoltaics; low-cost sensors`,
  findings: lines`The optimised framework adsorbed {small} mmol g<sup>−1</sup> of CO<sub>2</sub> at 298 K and 1 bar.
    Room-temperature ionic conductivity reached {small} × 10<sup>−3</sup> S cm<sup>−1</sup>.
    Devices retained {pct}% of their initial efficiency after {n} h of continuous illumination.
    The catalyst delivered a Faradaic efficiency of {pct}% for H<sub>2</sub>O oxidation at 10 mA cm<sup>−2</sup>.
    Li<sup>+</sup> transference numbers rose to {r2}, consistent with suppressed anion mobility.`,
  keywords: terms`metal–organic frameworks; catalysis; batteries; electrolytes; photovoltaics
    density functional theory; porous materials; carbon capture; polymers; nanomaterials
    electrochemistry; spectroscopy; crystal engineering; hydrogen evolution; thin films; sustainability`,
  venues: terms`Chemistry of Materials; Journal of Materials Chemistry A; Advanced Energy Materials
    ACS Catalysis; Nature Materials; Angewandte Chemie International Edition; Energy & Environmental Science
    Journal of the American Chemical Society; Small`,
  themes: terms`Materials for the energy transition; Porous materials for carbon capture
    Sustainable polymers; Data-driven materials discovery`,
};
