// The chunk of the site's look (see lazyAppearance): the two sections and everything they use.
export { ThemeCustomization } from './ThemeCustomization';
export { BackgroundImage } from '../background/BackgroundImage';
