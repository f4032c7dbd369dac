import { cn } from "@/lib/utils";
import { CONTENT_COLUMN } from "./content-column";

/** The one content width every section shares. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn(CONTENT_COLUMN, className)} {...props} />;
}
