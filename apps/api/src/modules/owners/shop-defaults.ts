/**
 * What a new shop starts with, so its storefront works the moment the owner registers: the five
 * information pages (Bengali, the default language) and the usual three delivery zones.
 */
import type { PageSlug } from '@haat/domain/schemas';

export interface DefaultPage {
  page: PageSlug;
  title: string;
  body: string;
}

export function defaultShopPages(shopName: string): DefaultPage[] {
  return [
    {
      page: 'about-us',
      title: 'আমাদের সম্পর্কে',
      body: `${shopName}-এ স্বাগতম। আমরা সারা বাংলাদেশে ক্যাশ অন ডেলিভারিতে পণ্য পৌঁছে দিই।`,
    },
    {
      page: 'privacy-policy',
      title: 'গোপনীয়তা নীতি',
      body: 'আপনার নাম, মোবাইল নম্বর ও ঠিকানা শুধু অর্ডার পৌঁছে দেওয়ার জন্য ব্যবহার করা হয়; আমরা তা অন্য কারও কাছে বিক্রি বা শেয়ার করি না।',
    },
    {
      page: 'refund-policy',
      title: 'ফেরত নীতি',
      body: 'পণ্য হাতে পাওয়ার সময় দেখে নিন। ত্রুটিপূর্ণ বা ভুল পণ্য পেলে ৩ দিনের মধ্যে আমাদের জানান; আমরা পণ্য বদলে দেব বা টাকা ফেরত দেব।',
    },
    {
      page: 'terms-of-conditions',
      title: 'শর্তাবলী',
      body: 'অর্ডার করার মাধ্যমে আপনি এই শর্তাবলী মেনে নিচ্ছেন। পণ্যের দাম ও স্টক পরিবর্তন হতে পারে; ডেলিভারির সময় মূল্য পরিশোধ করতে হবে।',
    },
    {
      page: 'cancellation-policy',
      title: 'বাতিল নীতি',
      body: 'পণ্য পাঠানোর আগে যেকোনো সময় অর্ডার বাতিল করা যায়। বাতিল করতে আমাদের মোবাইল নম্বরে যোগাযোগ করুন।',
    },
  ];
}

/** Charges in taka, in the order the checkout lists them. */
export const DEFAULT_DELIVERY_PACKAGES = [
  { name: 'ঢাকার ভিতরে', charge: 60, zone: 'dhaka_city' },
  { name: 'ঢাকার আশেপাশে', charge: 100, zone: 'dhaka_suburbs' },
  { name: 'ঢাকার বাইরে', charge: 120, zone: 'outside_dhaka' },
] as const;
