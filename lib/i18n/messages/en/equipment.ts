// The rental kits' English words, by category id; lib/catalogue/equipment.ts holds
// their order, rates and icons.

export const equipmentWords = {
  camera: {
    category: "Camera Equipment",
    included: ["4K mirrorless camera body", "24-70 mm and 50 mm lenses", "Tripod and gimbal", "Batteries and 2 memory cards"],
  },
  lighting: {
    category: "Lighting Equipment",
    included: ["3-point LED light kit", "Softboxes and diffusers", "Light stands", "5-in-1 reflector"],
  },
  audio: {
    category: "Audio Equipment",
    included: ["Wireless lavalier pair", "Shotgun mic with boom pole", "Portable audio recorder", "Monitoring headphones"],
  },
  "production-support": {
    category: "Production Support",
    included: ["Camera operator and crew", "On-set direction", "Location and studio coordination", "Equipment transport and setup"],
  },
};
