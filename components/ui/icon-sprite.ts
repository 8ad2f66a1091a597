// Written by npm run icons:generate (scripts/generate-icon-sprite.ts): the sprite file's address.
export const iconSpriteUrl = "/icons/e12f5758105e.svg";
