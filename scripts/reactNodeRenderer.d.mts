/** From now on, a require of React's Edge server renderer in this process gets its Node.js build; answers the undo. */
export function renderPagesWithNodeBuild(): () => void;
