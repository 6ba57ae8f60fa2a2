export { cn, focusRing, iconTile } from "./cn.js";
export {
  Button,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from "./button.js";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";
export {
  FieldError,
  fieldErrorProps,
  FormField,
  Input,
  Label,
  Select,
  Textarea,
  type FormFieldProps,
} from "./input.js";
export { Switch, type SwitchProps } from "./switch.js";
export { Progress, type ProgressProps } from "./progress.js";
export { Badge, type BadgeProps, type BadgeVariant } from "./badge.js";
export { Spinner, type SpinnerProps } from "./spinner.js";
export { Avatar, type AvatarProps } from "./avatar.js";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from "./dialog.js";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.js";
export { Toaster, toastStyles, type ToasterProps } from "./toaster.js";
export {
  configureToasts,
  dismissToast,
  toast,
  useToast,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from "./use-toast.js";
export { CloseIcon } from "./close-icon.js";
