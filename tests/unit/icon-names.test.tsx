import { render } from "@testing-library/react";
import { ICON_NAMES } from "@/lib/icon-names";
import { Icon } from "@/components/ui/icon";

describe("Icon", () => {
  it("draws every name content may use, hidden from assistive technology", () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector("svg");
      expect([name, svg?.getAttribute("aria-hidden"), (svg?.childElementCount ?? 0) > 0]).toEqual([
        name,
        "true",
        true,
      ]);
      unmount();
    }
  });
});
