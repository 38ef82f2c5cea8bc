export { Avatar, initialsOf, type AvatarProps } from './avatar';
export { Banner, type BannerProps, type BannerTone } from './banner';
export {
  Button,
  LinkButton,
  buttonStyles,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type LinkButtonProps,
} from './button';
export { Card } from './card';
export { Checkbox, Switch, type CheckboxProps } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown';
export { FactList } from './fact-list';
export { EventTypeTag } from './event-type-tag';
export { Field, type FieldProps } from './field';
export { Input, Select, TextArea } from './form-controls';
export {
  Grid,
  Page,
  PageHeader,
  SidebarLayout,
  type PageHeaderProps,
  type SidebarLayoutProps,
} from './layout';
export { FormModal, type FormModalProps } from './form-modal';
export { Modal, type ModalProps } from './modal';
export { NoticeRegion } from './notice-region';
export { PlayerName } from './player-name';
export { Pagination, type PaginationProps } from './pagination';
export { ServerStatusBadge, type ServerStatusBadgeProps } from './server-status-badge';
export { Spinner, type SpinnerProps } from './spinner';
export {
  EmptyState,
  ErrorState,
  LoadingState,
  type EmptyStateProps,
  type ErrorStateProps,
} from './states';
export { StrokeIcon, type StrokeIconProps } from './stroke-icon';
export { Tag, type Rarity, type TagTone } from './tag';
export { VisuallyHidden } from './visually-hidden';
export { ItemIcon, ItemTile, rarityOf, type ItemIconProps } from './item-art/item-icon';
export { Truncate } from './truncate';
