import { describe, expect, it } from 'vitest';
import type { ShopCustomer } from '@haat/domain/schemas';
import { CSV_BOM, csvCell, csvPhoneCell } from '../../platform/http/csv.ts';
import { customersCsv } from './shop-customers.csv.ts';

describe('csvCell', () => {
  it('defuses every start a spreadsheet runs as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/u, '')).toMatch(/^'/u);
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('Rahim = VIP')).toBe('Rahim = VIP');
  });

  it('quotes a cell with a quote, comma or line break, doubling quotes', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('line\nnext')).toBe('"line\nnext"');
    expect(csvCell('-"x"')).toBe(`"'-""x"""`);
    expect(csvCell('রহিম উদ্দিন')).toBe('রহিম উদ্দিন');
  });
});

describe('csvPhoneCell', () => {
  it('keeps the leading zero as a text formula for digits only, and defuses anything else', () => {
    expect(csvPhoneCell('01712345678')).toBe('"=""01712345678"""');
    expect(csvPhoneCell('=1+1')).toBe("'=1+1");
  });
});

describe('customersCsv', () => {
  it('is the BOM, a header and one CRLF-ended line per customer', () => {
    const customer: ShopCustomer = {
      mobile: '01712345678',
      name: 'Rahim',
      customer_id: null,
      orders_count: 3,
      delivered_count: 2,
      returned_count: 1,
      cancelled_count: 0,
      total_spent: 1250.5,
      last_order_at: '2026-06-01T06:00:00.000Z',
      cod_risk: { level: 'medium', ratio: 0.33, total: 3, returned: 1, sources: [] },
      note: null,
      tags: ['VIP'],
      blocked_at: null,
    };
    expect(customersCsv([customer])).toBe(
      `${CSV_BOM}mobile,name,orders,delivered,returned,cancelled,total_spent_taka,last_order_at,risk,tags,note,blocked_at\r\n` +
        '"=""01712345678""",Rahim,3,2,1,0,1250.5,2026-06-01T06:00:00.000Z,medium,VIP,,\r\n',
    );
    expect(customersCsv([])).toMatch(/^\uFEFFmobile,.*\r\n$/u);
  });
});
