/** The comment area, for discussions and contests' Q&A. */
export { CommentArea } from './components/CommentArea.tsx';
