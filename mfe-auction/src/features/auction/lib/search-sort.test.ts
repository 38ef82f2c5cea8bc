import { searchListings, sortListings } from './search-sort';
import type { AuctionListing } from './types';

function listing(overrides: Partial<AuctionListing>): AuctionListing {
  return {
    id: 0,
    item: 'Item',
    seller: 'Seller',
    startingBid: 100,
    currentBid: 100,
    endTime: '2030-01-01T00:00:00Z',
    rarity: 'Rare',
    itemId: null,
    itemCategory: null,
    sellerUuid: null,
    gameItem: null,
    description: '',
    highestBidder: null,
    repeats: false,
    status: 'live',
    ...overrides,
  };
}

const sword = listing({
  id: 1,
  item: 'Mjolnir Sword',
  seller: 'Thor',
  currentBid: 500,
  endTime: '2030-01-01T03:00:00Z',
});
const bow = listing({
  id: 2,
  item: 'Elven Bow',
  seller: 'Freya',
  currentBid: 900,
  endTime: '2030-01-01T01:00:00Z',
});
const apple = listing({
  id: 3,
  item: 'Golden Apple',
  seller: 'Loki',
  currentBid: 100,
  endTime: '2030-01-01T02:00:00Z',
});
const all = [sword, bow, apple];

describe('searchListings', () => {
  it('matches the item name, ignoring case', () => {
    expect(searchListings(all, 'sWoRd')).toEqual([sword]);
  });

  it('matches the seller name, ignoring case', () => {
    expect(searchListings(all, 'FREYA')).toEqual([bow]);
  });

  it('returns every listing for a blank query', () => {
    expect(searchListings(all, '   ')).toEqual(all);
  });

  it('returns nothing when neither name matches', () => {
    expect(searchListings(all, 'odin')).toEqual([]);
  });
});

describe('sortListings', () => {
  it('time: soonest ending first', () => {
    expect(sortListings(all, 'time').map((l) => l.id)).toEqual([2, 3, 1]);
  });

  it('price: highest current bid first', () => {
    expect(sortListings(all, 'price').map((l) => l.id)).toEqual([2, 1, 3]);
  });

  it('puts ended listings after the running ones, in either order', () => {
    const sold = listing({
      id: 4,
      currentBid: 5_000,
      endTime: '2029-12-31T23:00:00Z',
      status: 'sold',
    });
    expect(sortListings([sold, ...all], 'time').map((l) => l.id)).toEqual([2, 3, 1, 4]);
    expect(sortListings([sold, ...all], 'price').map((l) => l.id)).toEqual([2, 1, 3, 4]);
  });

  it('breaks ties by item name and leaves the input untouched', () => {
    const a = listing({ id: 10, item: 'Axe', currentBid: 5 });
    const b = listing({ id: 11, item: 'Bow', currentBid: 5 });
    const input = [b, a];
    expect(sortListings(input, 'price')).toEqual([a, b]);
    expect(input).toEqual([b, a]);
  });
});
