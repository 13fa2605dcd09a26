// 常见问题 without a group lists the groups; the same page as /detail/commonProblem/[type].
export { default, getServerSideProps } from './[type]';
