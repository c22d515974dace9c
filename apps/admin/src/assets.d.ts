// The UI kit's font stylesheet is a plain .css file behind a package subpath; Vite bundles it.
declare module '@haat/ui/fonts';
