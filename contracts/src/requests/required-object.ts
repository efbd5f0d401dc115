import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';

/**
 * A required nested object: present, an object (not an array or a text), and valid in itself.
 * `@ValidateNested` alone lets a missing object through, and read models then lack it.
 */
export function RequiredObject(type: () => new () => object) {
  const decorators = [IsDefined(), IsObject(), ValidateNested(), Type(type)];
  return (target: object, propertyName: string): void => {
    for (const decorate of decorators) decorate(target, propertyName);
  };
}
