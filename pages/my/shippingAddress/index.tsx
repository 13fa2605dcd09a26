import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadAddressList, type AddressListData } from '@/services/loaders/address';
import { AddressListView } from '@/components/my/address/AddressListView';

export const getServerSideProps = pageLoader(loadAddressList, { errorPage: true });

/** 我的收货地址 (inventory my §13); ?select=1 when the checkout asks for an address. */
const ShippingAddressPage: PageWithLayout<ReadyProps<AddressListData>> = ({ data }) => (
  <AddressListView initial={data.list} selecting={data.selecting} chosenId={data.chosenId} />
);

ShippingAddressPage.getLayout = defaultLayout;
export default ShippingAddressPage;
