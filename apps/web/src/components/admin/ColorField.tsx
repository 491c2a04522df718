import { ColorPicker } from 'antd';

/** The colours offered first when picking a tag's or a category's colour. */
const PRESETS = ['#1f6feb', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#8c8c8c'];

/** The colour a new tag or category starts with. */
export const FIRST_PRESET = PRESETS[0] ?? '#1f6feb';

/**
 * A colour picker for a Form.Item whose value is a hex string: the item needs
 * `getValueFromEvent={hexOfPicked}`, since the picker hands over a colour object.
 */
export function ColorField({
  value,
  onChange,
  presetsLabel,
  testId,
}: {
  value?: string | null;
  onChange?: (value: unknown) => void;
  presetsLabel: string;
  testId: string;
}) {
  return (
    <ColorPicker
      value={value ?? undefined}
      onChange={onChange}
      showText
      disabledAlpha
      presets={[{ label: presetsLabel, colors: PRESETS }]}
      data-testid={testId}
    />
  );
}

/** The hex string of the colour the picker handed over. */
export function hexOfPicked(value: { toHexString: () => string }): string {
  return value.toHexString();
}
