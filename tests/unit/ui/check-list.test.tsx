import { render, screen } from "@testing-library/react";
import { CheckList, CheckListItem } from "@/components/ui/check-list";

describe("CheckList", () => {
  it("is a list whose items carry a decorative tick and their text", () => {
    render(
      <CheckList marker="disc" tone="dark" aria-label="Included">
        <CheckListItem>Script consultation</CheckListItem>
        <CheckListItem>Two rounds of edits</CheckListItem>
      </CheckList>,
    );
    const list = screen.getByRole("list", { name: "Included" });
    expect(list).toHaveAttribute("data-marker", "disc");
    expect(list).toHaveAttribute("data-tone", "dark");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Script consultation", "Two rounds of edits"]);
    for (const item of items) {
      expect(item.querySelector('[data-slot="check-list-marker"]')).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("defaults to a plain tick on a light surface", () => {
    render(
      <CheckList>
        <CheckListItem>Captions</CheckListItem>
      </CheckList>,
    );
    expect(screen.getByRole("list")).toHaveAttribute("data-marker", "tick");
    expect(screen.getByRole("list")).toHaveAttribute("data-tone", "light");
  });
});
