import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadAddressForm, type AddressFormData } from '@/services/loaders/address';
import { AddressFormGate } from '@/components/my/address/AddressFormGate';

export const getServerSideProps = pageLoader(loadAddressForm, { errorPage: true });

/** 新增收货地址 (/my/shippingAddress/add/1) and 编辑收货地址 (/my/shippingAddress/edit/<id>) (inventory my §13). */
const AddressFormPage: PageWithLayout<ReadyProps<AddressFormData>> = ({ data }) => <AddressFormGate type={data.type} id={data.id} initial={data.address} />;

AddressFormPage.getLayout = defaultLayout;
export default AddressFormPage;
