import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS, emailField } from '@arbiter/contract';
import { checkUsernameOrEmail } from '../../api/account.ts';

/** Form rules of spec part 1 §5, with translated messages. */

export function isValidEmail(value: string): boolean {
  return emailField.safeParse(value).success;
}

export function usernameRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('validation.usernameRequired') },
    { max: LIMITS.usernameMax, message: t('validation.usernameMax', { max: LIMITS.usernameMax }) },
  ];
}

export function passwordRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('validation.passwordRequired') },
    {
      min: LIMITS.passwordMin,
      max: LIMITS.passwordMax,
      message: t('validation.passwordLength', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
    },
  ];
}

/** The confirmation must equal the field named `other`. */
export function passwordAgainRules(t: TFunction, other = 'password'): Rule[] {
  return [
    { required: true, message: t('validation.passwordAgainRequired') },
    ({ getFieldValue }) => ({
      validator(_rule, value: string | undefined) {
        if (!value || getFieldValue(other) === value) return Promise.resolve();
        return Promise.reject(new Error(t('validation.passwordMismatch')));
      },
    }),
  ];
}

export function emailRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('validation.emailRequired') },
    {
      validator(_rule, value: string | undefined) {
        if (!value || isValidEmail(value)) return Promise.resolve();
        return Promise.reject(new Error(t('validation.emailInvalid')));
      },
    },
  ];
}

export function emailCodeRules(t: TFunction): Rule[] {
  return [
    { required: true, whitespace: true, message: t('validation.codeRequired') },
    { len: LIMITS.emailCodeLength, message: t('validation.codeLength', { len: LIMITS.emailCodeLength }) },
  ];
}

export function maxRule(t: TFunction, field: string, max: number): Rule {
  return { max, message: t('validation.fieldMax', { field, max }) };
}

/**
 * A rule checked when the field loses focus: asks the server whether the username or email is
 * taken, and fails when `mustExist` says otherwise. An unreachable server does not block the form
 * (the server checks again on submit).
 */
export function existenceRule(field: 'username' | 'email', mustExist: boolean, message: string): Rule {
  return {
    validateTrigger: 'onBlur',
    async validator(_rule, value: string | undefined) {
      const v = value?.trim();
      if (!v) return;
      if (field === 'username' ? v.length > LIMITS.usernameMax : !isValidEmail(v)) return;
      const answer = await checkUsernameOrEmail({ [field]: v }).catch(() => null);
      if (answer && answer[field] !== mustExist) throw new Error(message);
    },
  };
}
