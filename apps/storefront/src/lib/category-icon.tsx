import {
  Amphora,
  Apple,
  Baby,
  BookOpen,
  Camera,
  Carrot,
  Clock,
  Coffee,
  Egg,
  Fish,
  Flame,
  Footprints,
  Handbag,
  Lamp,
  Landmark,
  Lightbulb,
  Microscope,
  PenTool,
  Pencil,
  Radio,
  Shirt,
  ShoppingBag,
  Smartphone,
  ToyBrick,
  Watch,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import * as styles from './category-icon.css.ts';

/**
 * A category's icon key (what the owner typed: the demo shops and most owners use an emoji, some a
 * word) to an icon that ships with the app: an emoji shows as an empty box on a device without an
 * emoji font. Keys are compared without the emoji variation selector and in lower case.
 */
const iconsByKey: Record<string, LucideIcon> = {
  '🫙': Amphora,
  '🏺': Amphora,
  jar: Amphora,
  pottery: Amphora,
  '🍎': Apple,
  fruit: Apple,
  '🧒': Baby,
  kids: Baby,
  baby: Baby,
  '📕': BookOpen,
  '📚': BookOpen,
  book: BookOpen,
  books: BookOpen,
  '📷': Camera,
  camera: Camera,
  '🥦': Carrot,
  vegetables: Carrot,
  '🕰': Clock,
  clock: Clock,
  '🫖': Coffee,
  '☕': Coffee,
  tea: Coffee,
  '🥚': Egg,
  egg: Egg,
  '🐟': Fish,
  fish: Fish,
  '🌶': Flame,
  spices: Flame,
  '👟': Footprints,
  shoes: Footprints,
  '👜': Handbag,
  bag: Handbag,
  bags: Handbag,
  '🪔': Lamp,
  lamp: Lamp,
  '🏛': Landmark,
  heritage: Landmark,
  '💡': Lightbulb,
  electric: Lightbulb,
  '🔬': Microscope,
  science: Microscope,
  '✒': PenTool,
  pen: PenTool,
  '✏': Pencil,
  stationery: Pencil,
  '📻': Radio,
  radio: Radio,
  '👗': Shirt,
  '👔': Shirt,
  '👕': Shirt,
  '🥻': Shirt,
  clothing: Shirt,
  shirt: Shirt,
  '📱': Smartphone,
  phone: Smartphone,
  mobile: Smartphone,
  '🧸': ToyBrick,
  toys: ToyBrick,
  '⌚': Watch,
  watch: Watch,
  '🌾': Wheat,
  rice: Wheat,
  grocery: Wheat,
};

/** The icon of a category's key; a shopping bag for none or one the app does not know. */
export function categoryIconOf(key: string | null | undefined): LucideIcon {
  const normalized = (key ?? '')
    .replace(/\uFE0F/gu, '')
    .trim()
    .toLowerCase();
  return iconsByKey[normalized] ?? ShoppingBag;
}

export interface CategoryIconProps {
  icon: string | null | undefined;
  size?: number;
  /** Before a name in running text (a title): spaced from it. */
  inline?: boolean;
}

/** A category's icon, decorative (the category's name says what it is). */
export function CategoryIcon({ icon, size = 20, inline = false }: CategoryIconProps) {
  const Icon = categoryIconOf(icon);
  return (
    <Icon
      size={size}
      aria-hidden="true"
      className={inline ? `${styles.icon} ${styles.inline}` : styles.icon}
      data-icon-key={icon ?? undefined}
    />
  );
}
