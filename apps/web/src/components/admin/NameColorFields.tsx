import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { ColorField, hexOfPicked } from './ColorField.tsx';

/** A form dialog's required `name` (blank is not a name). Test id: `${testId}-name`. */
export function NameItem({ label, requiredMessage, max, testId }: { label: string; requiredMessage: string; max: number; testId: string }) {
  return (
    <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
      <Input maxLength={max} data-testid={`${testId}-name`} />
    </Form.Item>
  );
}

/** What a name-and-colour form says, in its area's words. */
interface NameColorWords {
  name: string;
  nameRequired: string;
  color: string;
  preview: string;
}

/**
 * The `name` and `color` of a tag or a training category, any further fields (`children`), and a
 * preview of the name on its colour as it is typed. Test ids: `${testId}-name`, `${testId}-color`.
 */
export function NameColorFields({
  words,
  nameMax,
  preview,
  testId,
  children,
}: {
  words: NameColorWords;
  nameMax: number;
  /** How the name looks on its colour where it is used. */
  preview: (name: string, color: string | null) => ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <>
      <NameItem label={words.name} requiredMessage={words.nameRequired} max={nameMax} testId={testId} />
      {/* The picker hands over a colour object; the form keeps its hex string. */}
      <Form.Item name="color" label={words.color} getValueFromEvent={hexOfPicked}>
        <ColorField presetsLabel={words.color} testId={`${testId}-color`} />
      </Form.Item>
      {children}
      <Form.Item label={words.preview}>
        <Preview placeholder={words.name} render={preview} />
      </Form.Item>
    </>
  );
}

/** Follows the typed name and the picked colour; an empty name shows the field's label instead. */
function Preview({ placeholder, render }: { placeholder: string; render: (name: string, color: string | null) => ReactNode }) {
  const form = Form.useFormInstance<{ name?: string; color?: string | null }>();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);
  return render(name?.trim() || placeholder, color ?? null);
}
