import { Dialog } from '@/components/common/lazyAntd';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Our own player of the video (its page): the second choice, 在网页观看. Without it only 好的 is offered. */
  onWatchOnWeb?: () => void;
};

/**
 * "Please watch in the app" (inventory §0, `Filed4`): a video tapped outside the app asks for the app, and offers
 * our web player as the other choice (在网页观看).
 */
export function WatchInAppPopup({ visible, onClose, onWatchOnWeb }: Props) {
  const actions = [
    ...(onWatchOnWeb
      ? [
          {
            key: 'web',
            text: '在网页观看',
            onClick: () => {
              onClose();
              onWatchOnWeb();
            },
          },
        ]
      : []),
    { key: 'ok', text: '好的', bold: true, onClick: onClose },
  ];
  return (
    <Dialog
      visible={visible}
      title="提示！"
      content={<p style={{ textAlign: 'center' }}>请到App去观看</p>}
      onClose={onClose}
      closeOnMaskClick
      actions={actions}
    />
  );
}
