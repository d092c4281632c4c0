import { Link, type LinkProps } from 'react-router';
import { linkClasses } from './link-classes';

/** An in-app link in the product's link style. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${linkClasses} ${className}` : linkClasses} />;
}
