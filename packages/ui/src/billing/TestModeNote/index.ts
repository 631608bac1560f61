export { defaultTestCards, type TestCard, TestModeNote, type TestModeNoteProps } from './TestModeNote.tsx';
