import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value must equal the named sibling property (confirm password, confirm email). */
export function EqualsField(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'equalsField',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const [other] = args.constraints as [string];
          return value === (args.object as Record<string, unknown>)[other];
        },
      },
    });
  };
}
