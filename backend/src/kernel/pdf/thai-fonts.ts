import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const font = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans-thai/${weight}/NotoSansThai_${weight}.ttf`);

/**
 * Noto Sans Thai as TrueType files for pdfkit: they hold Thai and Latin, place stacked vowels and tone marks
 * right, and contain U+200B (the word breaks). WOFF fonts render blank in pdfkit, hence the TTFs.
 */
export const THAI_FONTS = {
  light: font('300Light'),
  regular: font('400Regular'),
  semiBold: font('600SemiBold'),
  bold: font('700Bold'),
} as const;
