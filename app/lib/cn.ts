import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones (the project-wide spelling of clsx). */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
