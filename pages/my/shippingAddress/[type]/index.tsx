// /my/shippingAddress/add without the id segment opens the same form (the original's route is /:type/[id], id optional).
export { default, getServerSideProps } from './[id]';
