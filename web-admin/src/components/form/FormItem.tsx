// antd's vertical form layout without antd's form: every field of the staff app keeps its values in react-hook-form,
// so antd's Form and Form.Item were there only for their look (the label over the control, the message sliding in
// under it, the hint, the required mark). They brought antd's own field store and validator with them (about 20 KB
// gzip on the login page and every form). These draw antd's very layout, from the parts of antd that draw it (the
// item's holder, its label and its message list), and leave the store out.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { FormContext, type FormContextProps } from 'antd/es/form/context';
import type { RequiredMark } from 'antd/es/form/Form';
import ItemHolder from 'antd/es/form/FormItem/ItemHolder';
import useFormStyle from 'antd/es/form/style';
import { names, useAntdClasses } from '../antd-classes.ts';

/** antd's classes and CSS variables of the form, as its Form and Form.Item give them. */
const useFormClasses = () => useAntdClasses('form', useFormStyle);

interface FormLayoutProps {
  /** How a required field's label shows: antd's asterisk (true), nothing (false), or '(optional)' on the others. */
  requiredMark?: RequiredMark;
  className?: string;
  children: ReactNode;
}

/** The box of a form's fields, laid out as antd's vertical Form (its `component="div"`: the caller's own <form> inside). */
export function FormLayout({ requiredMark = true, className, children }: FormLayoutProps) {
  const { prefixCls, classes } = useFormClasses();
  // A field without a name registers nothing with the form, so the item ref antd gives each field is never asked for.
  const context = useMemo<FormContextProps>(() => ({ layout: 'vertical', requiredMark, itemRef: () => () => {} }), [requiredMark]);
  return (
    <FormContext value={context}>
      <div className={names(prefixCls, `${prefixCls}-vertical`, requiredMark === false && `${prefixCls}-hide-required-mark`, ...classes, className)}>{children}</div>
    </FormContext>
  );
}

export interface FormItemProps {
  label?: ReactNode;
  /** The control's id, which the label points at. */
  htmlFor?: string;
  required?: boolean;
  /** 'error' draws the control and the message in red (the controls read it from antd's item context). */
  validateStatus?: 'error' | '';
  /** The message under the control. */
  help?: ReactNode;
  /** A hint under the control. */
  extra?: ReactNode;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
}

// The field store's account of a field, which a field without a name never has: no errors of its own, nothing checked.
const NO_ERRORS: string[] = [];
const UNCHECKED = { errors: NO_ERRORS, warnings: NO_ERRORS, touched: false, validating: false, name: [], validated: false };
const noSubItems = () => {};

/** One field's place in the form: antd's Form.Item as it draws an item without a name. */
export function FormItem({ className, children, ...item }: FormItemProps) {
  const { prefixCls, classes } = useFormClasses();
  return (
    <ItemHolder
      {...item}
      className={names(className, ...classes)}
      prefixCls={prefixCls}
      errors={NO_ERRORS}
      warnings={NO_ERRORS}
      meta={UNCHECKED}
      onSubItemMetaChange={noSubItems}
    >
      {children}
    </ItemHolder>
  );
}
