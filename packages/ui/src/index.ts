export { Avatar, type AvatarProps } from "./Avatar";
export { Badge, type BadgeProps, type BadgeTone } from "./Badge";
export { Button, type ButtonProps } from "./Button";
export { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";
export { Card } from "./Card";
export { cn } from "./cn";
export { initialsOf } from "./initials";
export { NumberField, type NumberFieldProps } from "./NumberField";
export { parseNumberInput } from "./parseNumber";
