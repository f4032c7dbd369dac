import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Disclosure, DisclosurePanel, DisclosureTrigger, useDisclosure } from "@/components/ui/disclosure";

function CloseLink() {
  const { close } = useDisclosure();
  return (
    <a href="#x" onClick={close}>
      A link
    </a>
  );
}

function Menu() {
  return (
    <>
      <Disclosure>
        <DisclosureTrigger>Pricing</DisclosureTrigger>
        <DisclosurePanel>
          <CloseLink />
        </DisclosurePanel>
      </Disclosure>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("Disclosure", () => {
  it("shows and hides its panel from its button, which reports the state", async () => {
    render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Pricing" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "A link" })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const link = screen.getByRole("link", { name: "A link" });
    expect(trigger).toHaveAttribute("aria-controls", link.parentElement?.id);
    await userEvent.click(trigger);
    expect(screen.queryByRole("link", { name: "A link" })).toBeNull();
  });

  it("closes on a press outside it", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Pricing" }));
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByRole("button", { name: "Pricing" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to its button", async () => {
    render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Pricing" });
    await userEvent.click(trigger);
    screen.getByRole("link", { name: "A link" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });

  it("lets a link in the panel close it, and a parent own the state", async () => {
    const changes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Disclosure
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
        >
          <DisclosureTrigger>Menu</DisclosureTrigger>
          <DisclosurePanel>
            <CloseLink />
          </DisclosurePanel>
        </Disclosure>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    await userEvent.click(screen.getByRole("link", { name: "A link" }));
    expect(changes).toEqual([true, false]);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("throws when its parts are used outside a Disclosure", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => render(<DisclosureTrigger>Lonely</DisclosureTrigger>)).toThrow(/within a Disclosure/);
    } finally {
      spy.mockRestore();
    }
  });
});
