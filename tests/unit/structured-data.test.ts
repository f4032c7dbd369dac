import { COUNTRIES } from "@/lib/countries";
import { formatPrice } from "@/lib/format";
import { offersFor, podcastSeriesJsonLd, serviceJsonLd, videoObjectsJsonLd } from "@/lib/structured-data";

const US = COUNTRIES[1];

describe("offersFor", () => {
  it("quotes a priced item in pounds as authored and in dollars at the price point the pages show", () => {
    const offers = offersFor({ name: "Growth package", basePounds: 2495, billingUnit: "MONTH" });
    expect(offers.map((offer) => [offer.priceCurrency, offer.price])).toEqual([
      ["GBP", 2495],
      ["USD", 3195],
    ]);
    // The very figure the page prints.
    expect(`$${(offers[1]?.price as number).toLocaleString("en-US")}`).toBe(formatPrice(2495, US));
    expect(offers[1]).toMatchObject({
      eligibleRegion: "US",
      priceSpecification: { "@type": "UnitPriceSpecification", price: 3195, unitCode: "MON" },
    });
  });

  it("offers the owner's own US price where it is set", () => {
    const offers = offersFor({ name: "Essential package", basePounds: 995, usd: 1250, billingUnit: "MONTH" });
    expect(offers.map((offer) => [offer.priceCurrency, offer.price])).toEqual([
      ["GBP", 995],
      ["USD", 1250],
    ]);
  });

  it("offers an item quoted in pounds to everyone once, in pounds, for every region", () => {
    const offers = offersFor({ name: "90 Second Video", basePounds: 360, poundsOnly: true });
    expect(offers).toEqual([{ "@type": "Offer", name: "90 Second Video", price: 360, priceCurrency: "GBP" }]);
  });

  it("leaves out the unit specification for one-off prices", () => {
    expect(offersFor({ name: "Audit", basePounds: 995 })[0]).not.toHaveProperty("priceSpecification");
  });

  it("describes an item quoted on request with one offer and no invented price", () => {
    const offers = offersFor({ name: "Event coverage", basePounds: null });
    expect(offers).toHaveLength(1);
    expect(offers[0]).not.toHaveProperty("price");
    expect(offers[0]?.description).toBe("Quoted on request");
  });
});

describe("serviceJsonLd", () => {
  it("links the service to its provider and lists every offer in both currencies", () => {
    const service = serviceJsonLd({
      name: "MSP packages",
      description: "Monthly video",
      url: "https://www.example.com/msp-pricing/",
      providerId: "https://www.example.com/#organization",
      serviceType: "Video marketing",
      offers: [
        { name: "Essential", basePounds: 995 },
        { name: "Event coverage", basePounds: null },
      ],
    });
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      provider: { "@id": "https://www.example.com/#organization" },
    });
    expect((service.offers as unknown[]).length).toBe(3);
  });
});

describe("podcastSeriesJsonLd", () => {
  it("names the show and copies its listings", () => {
    const listings = ["https://open.spotify.com/show/x"];
    const podcast = podcastSeriesJsonLd({
      name: "Harvest",
      description: "About selling more",
      url: "https://www.example.com/podcast/",
      image: "https://www.example.com/og-image.png",
      publisherId: "https://www.example.com/#organization",
      sameAs: listings,
    });
    expect(podcast).toMatchObject({ "@type": "PodcastSeries", name: "Harvest", sameAs: listings });
  });
});

describe("videoObjectsJsonLd", () => {
  const video = { videoId: "dQw4w9WgXcQ", title: "A video", description: "What it shows" };

  it("describes a known video with its thumbnails and cookie-free embed", () => {
    const data = videoObjectsJsonLd([video], "https://www.example.com/");
    expect(data?.["@graph"]).toEqual([
      expect.objectContaining({
        "@type": "VideoObject",
        name: "A video",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        thumbnailUrl: [
          "https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg",
          "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        ],
      }),
    ]);
  });

  it("skips placeholders and social-post markers, and lists a repeated video once", () => {
    const data = videoObjectsJsonLd(
      [
        video,
        { ...video, title: "Again" },
        { ...video, videoId: "linkedin" },
        { ...video, videoId: "PLACEHOLDER_1" },
      ],
      "https://www.example.com/",
    );
    expect(data?.["@graph"]).toHaveLength(1);
  });

  it("gives nothing at all when no id is known", () => {
    expect(videoObjectsJsonLd([{ ...video, videoId: "twitter" }], "https://www.example.com/")).toBeNull();
  });

  it("includes an upload date only when the content supplies one", () => {
    const [withDate] = videoObjectsJsonLd([{ ...video, uploadDate: "2025-03-01" }], "u")?.[
      "@graph"
    ] as object[];
    const [withoutDate] = videoObjectsJsonLd([video], "u")?.["@graph"] as object[];
    expect(withDate).toHaveProperty("uploadDate", "2025-03-01");
    expect(withoutDate).not.toHaveProperty("uploadDate");
  });
});
