import { lines, type TopicVocabulary, terms } from '../topic-vocabulary';

/** Topic material for computational and quantitative ecology. */
export const computationalEcology: TopicVocabulary = {
  key: 'ecology',
  fields: terms`Computational Ecology; Landscape Ecology; Ecological Modelling; Biodiversity Informatics`,
  departments: terms`Biology; Ecology and Evolutionary Biology; Environmental Science; Forest Sciences
    Biosciences; Zoology; Geography`,
  subjects: terms`species distribution models; seed dispersal networks; pollinator communities
    predator–prey dynamics; forest canopy gaps; metapopulation persistence; soil microbial diversity
    bird migration phenology; amphibian decline; coral reef resilience; invasive plant spread
    plant–herbivore interactions; freshwater fish assemblages; carbon storage in peatlands
    wildfire regimes; grassland restoration; bat foraging behaviour; mangrove recovery
    insect biomass trends; large-herbivore movement`,
  methods: terms`Bayesian hierarchical modelling; agent-based simulation; occupancy modelling
    joint species distribution modelling; remote-sensing time-series analysis; acoustic monitoring
    environmental DNA metabarcoding; structural equation modelling; GPS telemetry
    integral projection modelling; machine-learning classification of camera-trap images
    network analysis; spatially explicit capture–recapture; LiDAR canopy mapping`,
  contexts: terms`boreal forests of Fennoscandia; tropical montane forests of the Andes
    the Serengeti–Mara ecosystem; temperate grasslands of the Great Plains; the Great Barrier Reef
    Mediterranean shrublands; urban green spaces; alpine meadows of the Alps; the Pantanal wetlands
    agricultural landscapes of northern Europe; the Atlantic Forest of Brazil; Arctic tundra
    fragmented woodlands of south-eastern Australia; the Western Ghats; Scottish upland peatlands`,
  outcomes: terms`population persistence; species richness; predictive accuracy; functional diversity
    detection probability; habitat connectivity; community stability; extinction risk
    net ecosystem productivity; range shifts; recruitment success; trophic redundancy`,
  drivers: terms`habitat fragmentation; climate warming; drought frequency; land-use intensification
    nitrogen deposition; invasive predators; fire suppression; snow-cover duration
    light pollution; grazing pressure; landscape heterogeneity; edge effects`,
  datasets: terms`a 25-year camera-trap record; citizen-science occurrence data; long-term plot census data
    satellite-derived vegetation indices; an eDNA survey of 180 ponds; museum specimen records
    a continental breeding-bird survey; acoustic recordings from 64 stations; forest inventory plots`,
  units: terms`sites; plots; species; transects; watersheds; populations; recording stations`,
  implications: terms`conservation planning; protected-area design; restoration prioritisation
    biodiversity monitoring; climate adaptation policy; invasive-species management`,
  findings: lines`The best-supported model explained most of the variance in {outcome} (R<sup>2</sup> = {r2}).
    Occupancy declined by {pct}% across the study area, an area of roughly {n} km<sup>2</sup>.
    Net CO<sub>2</sub> uptake fell by {small} g C m<sup>−2</sup> d<sup>−1</sup> under {driver}.
    Estimated dispersal kernels had a mean distance of {small} km, with a long tail beyond 10 km.
    Posterior predictive checks indicated good fit, and effects of {driver} were credibly negative.`,
  keywords: terms`biodiversity; climate change; species distribution; conservation; habitat fragmentation
    Bayesian inference; remote sensing; population dynamics; community ecology; occupancy
    ecological networks; restoration; citizen science; environmental DNA; movement ecology
    phenology; functional traits; landscape connectivity; extinction risk; simulation`,
  venues: terms`Ecology Letters; Journal of Animal Ecology; Methods in Ecology and Evolution; Ecography
    Global Change Biology; Biological Conservation; Ecological Modelling; Oikos; Diversity and Distributions`,
  themes: terms`Ecological forecasting in a changing climate; Open data for biodiversity
    Movement ecology at scale; Restoring fragmented landscapes`,
};
