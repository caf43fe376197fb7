export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps, type IconComponent } from './button';
