export { VolumesPage as default, volumesMeta as meta } from '@quire/reading';
export { volumesLoader as loader } from '@quire/reading/server';
