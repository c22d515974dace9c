// @haat/ui/fonts is a plain CSS file exported without a .css extension.
declare module '@haat/ui/fonts';
