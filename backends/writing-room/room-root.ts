/** Where the backends serve the writing room; its pages and its editor's script both link under it. */
export const roomRoot = '/__writing-room';
