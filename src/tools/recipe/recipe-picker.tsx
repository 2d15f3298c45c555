import { Command } from "cmdk";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { OPERATIONS } from "../../ops/manifest";
import { OP_CATEGORIES, type OperationMeta } from "../../ops/types";
import { Kbd } from "../../ui/kbd";
import { searchOperations } from "./recipe.logic";

const MAX_SHOWN = 60;

/** Where `/` is typed rather than taken: text fields and editors (a select, a checkbox or a button is not one). */
const TYPED_INPUTS = new Set([
  "text",
  "search",
  "number",
  "email",
  "url",
  "tel",
  "password",
]);
const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement &&
  (el.isContentEditable ||
    el.tagName === "TEXTAREA" ||
    (el instanceof HTMLInputElement && TYPED_INPUTS.has(el.type)) ||
    !!el.closest(".cm-editor"));

/**
 * "Add a step" (D35): a picker over the operations' names and keywords (cmdk, as the palette), the
 * best match selected as you type; Enter adds it and leaves the picker focused for the next one.
 * `/` (outside a text field) focuses it from anywhere in the workbench.
 */
export function OperationPicker({
  onAdd,
}: {
  onAdd: (op: OperationMeta) => void;
}) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const results = useMemo(
    () =>
searchOperations(query, OPERATIONS).slice(0, MAX_SHOWN),
    [query],
  );

  // The best match is the one Enter adds.
  useEffect(() => setSelected(results[0]?.id ?? ""), [results]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.key !== "/" ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        e.defaultPrevented ||
        isEditable(e.target) ||
        document.querySelector("[cmdk-dialog]")
      )
        return;
      e.preventDefault();
      input.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const add = (op: OperationMeta) => {
    onAdd(op);
    setQuery("");
  };

  return (
    <Command
      label="Add a step"
      shouldFilter={false}
      vimBindings={false}
      loop
      value={selected}
      onValueChange={setSelected}
      className="relative"
    >
      <div className="flex h-9 items-center gap-2 rounded-md border border-input bg-background px-3 focus-within:ring-2 focus-within:ring-ring">
        <Plus aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <Command.Input
          ref={input}
          value={query}
          onValueChange={(v) => {
            setQuery(v);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              if (query || open) e.stopPropagation();
              if (query) setQuery("");
              else setOpen(false);
            }
          }}
          aria-label="Add a step"
          aria-keyshortcuts="/"
          data-focus-ring="parent"
          placeholder="Add a step: type an operation…"
          className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        <Kbd>/</Kbd>
      </div>
      {/* Always mounted (hidden while closed): the input's aria-controls names it (axe: aria-valid-attr-value). */}
      <Command.List
        aria-label="Operations"
        hidden={!open}
        className="absolute top-10 right-0 left-0 z-30 max-h-72 overflow-y-auto rounded-md border border-border bg-background p-1 shadow-lg"
      >
        <Command.Empty className="px-3 py-4 text-center text-sm text-muted-foreground">
          No operation matches "{query}".
        </Command.Empty>
        {(open ? results : []).map((op) => (
          <Command.Item
            key={op.id}
            value={op.id}
            onMouseDown={(e) => e.preventDefault()}
            onSelect={() => add(op)}
            className="flex cursor-pointer items-baseline gap-3 rounded px-2.5 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
          >
            <span className="shrink-0 font-medium">{op.name}</span>
            <span className="truncate text-xs text-muted-foreground">
              {op.description}
            </span>
            <span className="ml-auto shrink-0 text-xs text-muted-foreground">
              {OP_CATEGORIES[op.category]}
            </span>
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}
