export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const oneSize = ['One Size'] as const;
