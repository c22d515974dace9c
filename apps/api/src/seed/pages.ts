/** The five information pages of a demo shop, in Bengali (the storefront's default language). */
import type { PageSlug } from '@haat/domain/schemas';
import { DEMO_DELIVERY_PACKAGES } from './delivery.ts';
import type { DemoShop } from './types.ts';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliNumber = (value: number | string) =>
  String(value).replace(/\d/gu, (digit) => BENGALI_DIGITS[Number(digit)]!);

export function demoPages(shop: DemoShop): { page: PageSlug; title: string; body: string }[] {
  const charges = DEMO_DELIVERY_PACKAGES.map((item) => `${item.name} ৳${bengaliNumber(item.charge)}`).join(', ');
  const phone = bengaliNumber(shop.publicNumber);
  return [
    {
      page: 'about-us',
      title: 'আমাদের সম্পর্কে',
      body: [
        `${shop.bnName}-এ আপনাকে স্বাগতম। ${shop.about}`,
        `আমরা সারা বাংলাদেশে ক্যাশ অন ডেলিভারিতে পণ্য পৌঁছে দিই: পণ্য হাতে পেয়ে দাম পরিশোধ করুন। ডেলিভারি চার্জ: ${charges}।`,
        `যেকোনো প্রশ্নে ফোন করুন ${phone} নম্বরে, অথবা আমাদের ঠিকানায় চলে আসুন: ${shop.address}।`,
      ].join('\n\n'),
    },
    {
      page: 'privacy-policy',
      title: 'গোপনীয়তা নীতি',
      body: [
        'অর্ডার পৌঁছে দেওয়ার জন্য আমরা আপনার নাম, মোবাইল নম্বর, ইমেইল ও ঠিকানা সংগ্রহ করি।',
        'এই তথ্য শুধু অর্ডার প্রক্রিয়া, ডেলিভারি ও আপনার সাথে যোগাযোগের কাজে ব্যবহার করা হয়। আমরা কারও কাছে আপনার তথ্য বিক্রি বা শেয়ার করি না; কেবল কুরিয়ার প্রতিষ্ঠান ডেলিভারির জন্য প্রয়োজনীয় তথ্য পায়।',
        `আপনার অ্যাকাউন্ট বা তথ্য মুছে ফেলতে চাইলে ${phone} নম্বরে যোগাযোগ করুন।`,
      ].join('\n\n'),
    },
    {
      page: 'refund-policy',
      title: 'ফেরত নীতি',
      body: [
        'ডেলিভারির সময় ডেলিভারি কর্মীর সামনেই পণ্য দেখে নিন।',
        'পণ্য ত্রুটিপূর্ণ, ভুল বা ছবির সাথে না মিললে হাতে পাওয়ার ৩ দিনের মধ্যে আমাদের জানান। আমরা পণ্য বদলে দেব অথবা পুরো টাকা ফেরত দেব।',
        'ব্যবহৃত পণ্য বা প্যাকেট খোলা খাদ্যপণ্য ফেরত নেওয়া হয় না। টাকা ফেরত বিকাশ বা নগদে ৭ কার্যদিবসের মধ্যে পাঠানো হয়।',
      ].join('\n\n'),
    },
    {
      page: 'terms-of-conditions',
      title: 'শর্তাবলী',
      body: [
        `${shop.bnName} থেকে অর্ডার করার মাধ্যমে আপনি এই শর্তাবলী মেনে নিচ্ছেন।`,
        'পণ্যের দাম, ছাড় ও স্টক যেকোনো সময় পরিবর্তন হতে পারে; অর্ডারের সময়ের দামই চূড়ান্ত। সব অর্ডার ক্যাশ অন ডেলিভারি: পণ্য হাতে পেয়ে দাম ও ডেলিভারি চার্জ পরিশোধ করতে হবে।',
        'ভুল ঠিকানা বা বারবার অর্ডার গ্রহণ না করলে ভবিষ্যতের অর্ডার বাতিল হতে পারে।',
      ].join('\n\n'),
    },
    {
      page: 'cancellation-policy',
      title: 'বাতিল নীতি',
      body: [
        'পণ্য পাঠানোর আগে (অর্ডার "শিপড" হওয়ার আগে) যেকোনো সময় অর্ডার বাতিল করা যায়, কোনো চার্জ লাগে না।',
        `বাতিল করতে ${phone} নম্বরে ফোন করুন বা ড্যাশবোর্ডের চ্যাট থেকে আমাদের জানান। পাঠানো হয়ে গেলে অর্ডার আর বাতিল করা যায় না; তখন ফেরত নীতি প্রযোজ্য।`,
      ].join('\n\n'),
    },
  ];
}
