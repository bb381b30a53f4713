// The route's door to the demo apps: a chunk of its own with one import in it. The route table (part
// of every first load) then names only this small chunk, not the forty-odd chunks the demo screens
// are built of, which Vite would otherwise list beside the import there for preloading.
// (Short names: every byte here is in every first load of a build with the demo apps.)
export default () => import('./components/demo-apps-page');
