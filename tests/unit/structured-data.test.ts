import { COUNTRIES } from "@/lib/countries";
import { formatPrice } from "@/lib/format";
import {
  breadcrumbJsonLd,
  filmListJsonLd,
  filmPageJsonLd,
  offersFor,
  podcastSeriesJsonLd,
  serviceJsonLd,
  videoObjectJsonLd,
} from "@/lib/structured-data";

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

describe("a film's structured data", () => {
  const film = {
    name: "A Film",
    description: "What it shows",
    pageUrl: "https://www.example.com/work/a-film/",
    thumbnailUrl: "https://www.example.com/film-stills/a-film-0123456789-1280.webp",
    videoId: "dQw4w9WgXcQ",
    publisherId: "https://www.example.com/#organization",
  };
  const breadcrumb = [
    { name: "Our Work", url: "https://www.example.com/portfolio/" },
    { name: "A Film", url: "https://www.example.com/work/a-film/" },
  ];

  it("describes the film with the site's own still, the cookie-free player and its publisher", () => {
    const video = videoObjectJsonLd({ ...film, uploadDate: "2025-03-01", duration: "PT1M32S" });
    expect(video).toMatchObject({
      "@type": "VideoObject",
      name: "A Film",
      description: "What it shows",
      thumbnailUrl: ["https://www.example.com/film-stills/a-film-0123456789-1280.webp"],
      uploadDate: "2025-03-01",
      duration: "PT1M32S",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      url: "https://www.example.com/work/a-film/",
      publisher: { "@id": "https://www.example.com/#organization" },
    });
  });

  it("leaves out an upload date and running time the owner has not given", () => {
    const video = videoObjectJsonLd(film);
    expect(video).not.toHaveProperty("uploadDate");
    expect(video).not.toHaveProperty("duration");
  });

  it("puts the VideoObject and the breadcrumb Portfolio › film on the film's page", () => {
    const data = filmPageJsonLd(film, breadcrumb);
    const graph = data["@graph"] as Record<string, unknown>[];
    expect(graph.map((node) => node["@type"])).toEqual(["VideoObject", "BreadcrumbList"]);
    expect(graph[1]).toEqual(breadcrumbJsonLd(breadcrumb));
    expect(breadcrumbJsonLd(breadcrumb).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Our Work", item: "https://www.example.com/portfolio/" },
      { "@type": "ListItem", position: 2, name: "A Film", item: "https://www.example.com/work/a-film/" },
    ]);
  });

  it("gives a film still to come only its breadcrumb", () => {
    const graph = filmPageJsonLd({ ...film, videoId: "" }, breadcrumb)["@graph"] as Record<string, unknown>[];
    expect(graph.map((node) => node["@type"])).toEqual(["BreadcrumbList"]);
  });
});

describe("filmListJsonLd", () => {
  const item = { videoId: "dQw4w9WgXcQ", name: "A Film", pageUrl: "https://www.example.com/work/a-film/" };

  it("lists a page's films by their own pages, each once, leaving out those without an id", () => {
    const list = filmListJsonLd(
      [item, item, { ...item, videoId: "", name: "Soon", pageUrl: "https://www.example.com/work/soon/" }],
      "https://www.example.com/portfolio/",
    );
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: "https://www.example.com/portfolio/",
      numberOfItems: 1,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "A Film", url: "https://www.example.com/work/a-film/" },
      ],
    });
  });

  it("gives nothing at all when no film has an id", () => {
    expect(filmListJsonLd([{ ...item, videoId: "linkedin" }], "https://www.example.com/")).toBeNull();
  });
});
