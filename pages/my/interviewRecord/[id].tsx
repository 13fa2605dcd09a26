// /my/interviewRecord/:id — the detail page with the id in the path (inventory my §7: an alias of detail?id=).
export { default, getServerSideProps } from './detail';
