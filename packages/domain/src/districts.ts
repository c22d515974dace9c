// The 64 districts of Bangladesh, named by an address or an order (docs/product/storefront.md#cart-and-checkout).

export interface District {
  /** The English name: what an order or address stores, whatever the shopper's language. */
  en: string;
  bn: string;
}

/** The 64 districts of Bangladesh by division (Dhaka, Chattogram, Rajshahi, Khulna, Barishal, Sylhet, Rangpur, Mymensingh). */
export const districts: readonly District[] = [
  { en: 'Dhaka', bn: 'ঢাকা' },
  { en: 'Faridpur', bn: 'ফরিদপুর' },
  { en: 'Gazipur', bn: 'গাজীপুর' },
  { en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { en: 'Madaripur', bn: 'মাদারীপুর' },
  { en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { en: 'Munshiganj', bn: 'মুন্সীগঞ্জ' },
  { en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { en: 'Narsingdi', bn: 'নরসিংদী' },
  { en: 'Rajbari', bn: 'রাজবাড়ী' },
  { en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { en: 'Tangail', bn: 'টাঙ্গাইল' },
  { en: 'Bandarban', bn: 'বান্দরবান' },
  { en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { en: 'Chandpur', bn: 'চাঁদপুর' },
  { en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { en: 'Cumilla', bn: 'কুমিল্লা' },
  { en: "Cox's Bazar", bn: 'কক্সবাজার' },
  { en: 'Feni', bn: 'ফেনী' },
  { en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { en: 'Noakhali', bn: 'নোয়াখালী' },
  { en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  { en: 'Bogura', bn: 'বগুড়া' },
  { en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { en: 'Naogaon', bn: 'নওগাঁ' },
  { en: 'Natore', bn: 'নাটোর' },
  { en: 'Chapainawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { en: 'Pabna', bn: 'পাবনা' },
  { en: 'Rajshahi', bn: 'রাজশাহী' },
  { en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  { en: 'Bagerhat', bn: 'বাগেরহাট' },
  { en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { en: 'Jashore', bn: 'যশোর' },
  { en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { en: 'Khulna', bn: 'খুলনা' },
  { en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { en: 'Magura', bn: 'মাগুরা' },
  { en: 'Meherpur', bn: 'মেহেরপুর' },
  { en: 'Narail', bn: 'নড়াইল' },
  { en: 'Satkhira', bn: 'সাতক্ষীরা' },
  { en: 'Barguna', bn: 'বরগুনা' },
  { en: 'Barishal', bn: 'বরিশাল' },
  { en: 'Bhola', bn: 'ভোলা' },
  { en: 'Jhalokati', bn: 'ঝালকাঠি' },
  { en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { en: 'Pirojpur', bn: 'পিরোজপুর' },
  { en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { en: 'Sylhet', bn: 'সিলেট' },
  { en: 'Dinajpur', bn: 'দিনাজপুর' },
  { en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { en: 'Nilphamari', bn: 'নীলফামারী' },
  { en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { en: 'Rangpur', bn: 'রংপুর' },
  { en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  { en: 'Jamalpur', bn: 'জামালপুর' },
  { en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { en: 'Netrokona', bn: 'নেত্রকোনা' },
  { en: 'Sherpur', bn: 'শেরপুর' },
];

/** The districts sorted by their name in `locale`, for a select. */
export function districtsFor(locale: 'bn' | 'en'): District[] {
  const collator = new Intl.Collator(locale === 'bn' ? 'bn-BD' : 'en-GB');
  return [...districts].sort((a, b) => collator.compare(a[locale], b[locale]));
}

/** The stored (English) name of a district from either language, case-insensitively; null when unknown. */
export function findDistrict(name: string | null | undefined): District | null {
  const key = name?.trim().toLowerCase();
  if (!key) return null;
  return districts.find((district) => district.en.toLowerCase() === key || district.bn === key) ?? null;
}
