/**
 * The demo accounts and buyers. Every demo account's password is `demo1234`; the same customers
 * have an account in every shop (customer accounts are per shop).
 */

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAddress {
  label: string | null;
  address: string;
  district: string;
  /** The area's English name (@haat/domain/places), as checkout stores it. */
  area: string;
}

export interface DemoPerson {
  name: string;
  mobile: string;
  email: string | null;
  /** The first is the default address. */
  addresses: DemoAddress[];
}

/** The demo customer the storefront's tests sign in with: 01711000001 / demo1234. */
export const DEMO_CUSTOMER: DemoPerson = {
  name: 'ডেমো কাস্টমার',
  mobile: '01711000001',
  email: 'demo.customer@example.com',
  addresses: [
    { label: 'বাসা', address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি', district: 'ঢাকা', area: 'Dhanmondi' },
    { label: 'অফিস', address: '৭৫ মতিঝিল বাণিজ্যিক এলাকা, ৪র্থ তলা', district: 'ঢাকা', area: 'Motijheel' },
  ],
};

/** More customers with accounts, in every shop. */
export const OTHER_CUSTOMERS: DemoPerson[] = [
  {
    name: 'ফাতেমা আক্তার',
    mobile: '01711000002',
    email: null,
    addresses: [{ label: 'বাসা', address: 'সেক্টর ৭, উত্তরা', district: 'ঢাকা', area: 'Uttara' }],
  },
  {
    name: 'তানভীর হাসান',
    mobile: '01711000003',
    email: 'tanvir.hasan@example.com',
    addresses: [{ label: null, address: 'চান্দনা চৌরাস্তা, জয়দেবপুর', district: 'গাজীপুর', area: 'Gazipur Sadar' }],
  },
  {
    name: 'নুসরাত জাহান',
    mobile: '01711000004',
    email: null,
    addresses: [{ label: 'বাসা', address: 'জিইসি মোড়, নাসিরাবাদ', district: 'চট্টগ্রাম', area: 'Nasirabad' }],
  },
  {
    name: 'মাহমুদুল করিম',
    mobile: '01711000005',
    email: 'mahmudul.karim@example.com',
    addresses: [{ label: 'বাসা', address: 'জিন্দাবাজার, পূর্ব', district: 'সিলেট', area: 'Sylhet Sadar' }],
  },
];

/** Buyers who ordered without an account. */
export const GUESTS: DemoPerson[] = [
  {
    name: 'সাকিব হোসেন',
    mobile: '01911000011',
    email: null,
    addresses: [{ label: null, address: 'সাহেব বাজার, বোয়ালিয়া', district: 'রাজশাহী', area: 'Rajshahi Sadar' }],
  },
  {
    name: 'রুমানা ইসলাম',
    mobile: '01911000012',
    email: null,
    addresses: [{ label: null, address: 'চাষাড়া, নারায়ণগঞ্জ সদর', district: 'নারায়ণগঞ্জ', area: 'Narayanganj Sadar' }],
  },
  {
    name: 'জাহিদ হাসান',
    mobile: '01911000013',
    email: null,
    addresses: [{ label: null, address: 'মোহাম্মদপুর, রিং রোড', district: 'ঢাকা', area: 'Mohammadpur' }],
  },
];
