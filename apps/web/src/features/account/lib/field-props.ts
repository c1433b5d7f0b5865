/**
 * Every field of the account forms is required: the inputs say so to assistive technology
 * (`required`, with `noValidate` on the form so that our messages show), without an asterisk in
 * every label. It also keeps each label's text exactly its name ('Password', 'Repeat password').
 */
export const requiredField = { required: true, withAsterisk: false } as const;
