/** Database booleans as the wire's 0/1 flags (DESIGN §4 keeps 0/1 for clients; the database says what it means). */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
