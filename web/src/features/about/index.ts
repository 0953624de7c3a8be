export { AboutTab } from './about-tab';
